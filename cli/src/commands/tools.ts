// The commands of the tools, in one module: `recruit candidates …` loads them together. Help lists
// every command, and one module instead of twenty keeps the files it reads few (each lazily loaded
// module is a file of its own in the bundle); the commands measured for start-up (whoami, plan,
// parse) stay modules of their own.
export { registerSignup } from './signup.js';
export { registerAccount } from './account.js';
export { registerForgotPassword } from './forgot-password.js';
export { registerKeys } from './keys.js';
export { registerScrape } from './scrape.js';
export { registerScreen } from './screen.js';
export { registerSource } from './source.js';
export { registerSearch } from './search.js';
export { registerDomains } from './domains.js';
export { registerLinkedin } from './linkedin.js';
export { registerChat } from './chat.js';
export { registerMessage } from './message.js';
export { registerCall } from './call.js';
export { registerEmail } from './email.js';
export { registerOutreach } from './outreach.js';
export { registerCandidates } from './candidates.js';
export { registerInterview } from './interview.js';
export { registerAdmin } from './admin.js';
export { registerServe } from './serve.js';
