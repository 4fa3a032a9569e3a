// Records every policy violation and uncaught error of the page, for its test to read (a classic
// script, so that it runs before the modules under test).
window.problems = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.problems.push(
    `${event.violatedDirective}: ${event.blockedURI || event.sample} (${event.sourceFile}:${event.lineNumber}:${event.columnNumber})`,
  );
});
window.addEventListener('error', (event) => window.problems.push(`error: ${event.message}`));
window.addEventListener('unhandledrejection', (event) => window.problems.push(`rejection: ${event.reason}`));
