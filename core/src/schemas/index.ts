// Zod schemas and types shared with the web UI. Pure: no Node APIs.
export {};
