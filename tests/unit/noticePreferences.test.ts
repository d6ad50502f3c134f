import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {dismissedNoticeScript, newBannerScript} from '../../src/features/notices/preferencesPlugin';
import {announcementStorageKeys} from '../../src/features/notices/notices';

const notice = {id: 'notice-2', storageKey: 'site.notice.dismissed', dismissedAttribute: 'data-notice-dismissed'};

/** Runs a <head> script against a fake page: its storage, and the attributes set on <html>. */
function runInPage(script: string, stored: Record<string, string> | 'refused') {
  const attributes: Record<string, string> = {};
  const storage = new Map(Object.entries(stored === 'refused' ? {} : stored));
  const localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    removeItem: (key: string) => storage.delete(key),
  };
  const context = {
    document: {documentElement: {setAttribute: (name: string, value: string) => (attributes[name] = value)}},
    get localStorage() {
      if (stored === 'refused') throw new Error('SecurityError: storage refused');
      return localStorage;
    },
  };
  vm.runInNewContext(script, context);
  return {attributes, storage: Object.fromEntries(storage)};
}

describe('dismissed notice script', () => {
  const script = dismissedNoticeScript(notice);

  it('hides the notice before paint when this id was dismissed', () => {
    expect(runInPage(script, {'site.notice.dismissed': 'notice-2'}).attributes).toEqual({'data-notice-dismissed': ''});
  });

  it.each([
    ['an earlier id was dismissed', {'site.notice.dismissed': 'notice-1'}],
    ['nothing was dismissed', {}],
    ['storage holds junk', {'site.notice.dismissed': '{"broken'}],
  ])('leaves the notice shown when %s', (_case, stored) => {
    expect(runInPage(script, stored).attributes).toEqual({});
  });

  it('leaves the notice shown, without throwing, when storage is refused', () => {
    expect(runInPage(script, 'refused').attributes).toEqual({});
  });
});

describe('new banner script', () => {
  const script = newBannerScript('banner-2', '-abc');

  it('forgets the dismissal of an earlier banner so the new one shows on this load', () => {
    const {storage} = runInPage(script, {
      'docusaurus.announcement.id-abc': 'banner-1',
      'docusaurus.announcement.dismiss-abc': 'true',
    });
    expect(storage).toEqual({'docusaurus.announcement.id-abc': 'banner-1'});
  });

  it('keeps the dismissal of the current banner', () => {
    const stored = {'docusaurus.announcement.id-abc': 'banner-2', 'docusaurus.announcement.dismiss-abc': 'true'};
    expect(runInPage(script, stored).storage).toEqual(stored);
  });

  it('does not throw when storage is refused', () => {
    expect(() => runInPage(script, 'refused')).not.toThrow();
  });
});

describe('the announcement bar keys', () => {
  // newBannerScript clears Docusaurus's own storage; read the keys from theme-common, not from memory.
  it('are the ones theme-common stores the banner id and its dismissal under', () => {
    const source = fs.readFileSync(
      path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'contexts/announcementBar.js'),
      'utf8',
    );
    const {id, dismiss} = announcementStorageKeys('');
    expect(source.split(`createStorageSlot('${id}')`)).toHaveLength(2);
    expect(source.split(`createStorageSlot('${dismiss}')`)).toHaveLength(2);
  });
});
