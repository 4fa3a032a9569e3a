// The React components start with 'use client' (for Next.js), which a Vite app has no use for.
export default {
  build: {
    rolldownOptions: {
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
};
