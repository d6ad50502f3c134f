#!/usr/bin/env node
// @ts-check
// `npm run serve`: previews build/ as a static host would serve it (compressed, with cache headers).
const path = require('node:path');
const {serveStatic} = require('./static-server');

const port = Number(process.env.PORT ?? 3000);
serveStatic(path.resolve(__dirname, '../build'), {port, host: process.env.HOST ?? '127.0.0.1'}).then(({url}) => {
  console.log(`Serving build/ on ${url} (Ctrl+C to stop)`);
});
