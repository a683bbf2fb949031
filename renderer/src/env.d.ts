// Vite's client types: `import.meta.env` and asset imports (`?url`, `?raw`) in the renderer.
/// <reference types="vite/client" />
