// Ejected: each line is a <span>, as the original's <div> is not allowed inside <code> (src/features/code-blocks).
export {default} from '@site/src/features/code-blocks/CodeBlockLine';
