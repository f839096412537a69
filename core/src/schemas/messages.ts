/**
 * Upper bounds of the account inputs, checked before any pattern, hash or lookup runs: RFC 5321's 254
 * characters for an email, and limits far above any real name, password, answer or code.
 */
export const AUTH_LIMITS = {
  email: 254,
  password: 256,
  name: 100,
  securityQuestion: 200,
  securityAnswer: 200,
  code: 16,
} as const;

/** Every user-facing message of the accounts part of the spec, in one place (shared with the web UI). */
export const AUTH_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  userExists: 'User with this email already exists',
  passwordRequired: 'Please enter your password',
  noAccount: 'No account found with this email. Please sign up first.',
  noUsers: 'No registered users found. Please sign up first.',
  invalidPassword: 'Invalid password',
  allFieldsRequired: 'All fields are required',
  emailNotVerified: 'This email address appears to be invalid or inactive',
  passwordsDoNotMatch: 'Passwords do not match',
  termsRequired: 'You must agree to the terms and conditions',
  answerRequired: 'Please enter your answer',
  incorrectAnswer: 'Incorrect answer. Please try again.',
  invalidCode: 'Invalid or expired code',
  codeExpired: 'Code has expired',
  codeLength: 'Please enter the 6-digit verification code',
  passwordTooWeak: 'Password is too weak',
  passwordTooLong: `Password must be at most ${AUTH_LIMITS.password} characters`,
  nameTooLong: `Name must be at most ${AUTH_LIMITS.name} characters`,
  answerTooLong: `Answer must be at most ${AUTH_LIMITS.securityAnswer} characters`,
  invalidSecurityQuestion: 'Please choose one of the offered security questions',
  missingInfo: 'Missing required information',
  notSignedIn: 'Please sign in to continue',
  sessionExpired: 'Your session has expired. Please sign in again.',
  tooManyAttempts: (minutes: number) =>
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  tooManyCodes: (minutes: number) =>
    `Too many reset codes requested. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  tooManyCodeTries: 'Too many wrong codes. Please request a new code.',
  phoneRequired: 'Phone Number Required',
  priceIdInvalid: "Price ID must start with 'price_'",
} as const;

/** '{feature name} is not available in your current plan. Please upgrade to access this feature.' */
export const featureBlockedMessage = (featureName: string) =>
  `${featureName} is not available in your current plan. Please upgrade to access this feature.`;
