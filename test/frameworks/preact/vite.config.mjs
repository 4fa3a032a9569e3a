export default { oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } } };
