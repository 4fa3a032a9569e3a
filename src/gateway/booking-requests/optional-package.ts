/**
 * The packages the gateway uses only when configured (the embedded database, the PostgreSQL
 * client, the webhook signer and the mailer of the booking requests, the Redis client of a shared
 * store) are optional peer dependencies of booking-elements: an app that only shows the elements,
 * or a gateway that does not use them, never installs them. Each is imported
 * when it is first needed, and a missing one stops the gateway with the command that installs it.
 */

/** Whether an import failed because the package is not installed (rather than failing inside it). */
function isMissing(error: unknown, packageName: string): boolean {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error ? String(error.code) : '';
  return (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') && error.message.includes(packageName);
}

/**
 * Imports `packageName`, turning "not installed" into a message that says what to install and why.
 * The name is a variable on purpose: a bundler then leaves the import alone, so that a bundle of
 * the gateway for an edge platform never tries to take in a Node-only package it will not run.
 * The caller names the module's type (`typeof import('nodemailer')`), which the checker verifies.
 */
export async function loadOptional<Module>(packageName: string, purpose: string): Promise<Module> {
  try {
    const specifier: string = packageName;
    return (await import(/* @vite-ignore */ specifier)) as Module;
  } catch (error) {
    if (isMissing(error, packageName)) {
      throw new Error(`${purpose} needs the package ${packageName}: install it beside booking-elements (npm install ${packageName}).`);
    }
    throw error;
  }
}
