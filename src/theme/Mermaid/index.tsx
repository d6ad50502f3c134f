// Wrapped: mermaid, the largest library on any page, loads only when a diagram comes near the screen (src/features/diagrams).
export {default} from '@site/src/features/diagrams/Mermaid';
