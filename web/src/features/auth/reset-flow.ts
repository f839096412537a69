/**
 * The security answer given in the forgot-password flow, kept in memory only (not in history state
 * or storage) so that 'Resend' on the code screen can request a new code. Lost on reload, which
 * just means starting the flow again.
 */
export const resetFlowMemory: { email?: string; securityAnswer?: string } = {};

export type CodeDelivery = 'email' | 'console';

/** Where the user should look for the code. */
export function deliveryHint(delivery: CodeDelivery): string {
  return delivery === 'email'
    ? 'We sent a 6-digit code to your email. It is valid for 15 minutes.'
    : 'Your 6-digit code is printed in the terminal running `recruit serve`. It is valid for 15 minutes.';
}
