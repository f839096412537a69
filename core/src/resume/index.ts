export { parseResumeBuffer, parseResumeFile, RESUME_PARSE_LIMITS, type ParseResumeOptions } from './parse.js';
export {
  parseResumeFiles,
  warmUpParseThread,
  discardWarmParseThread,
  resolveWorkerFile,
  createResumeParsePool,
  type ResumeParsePool,
  type ParseOutcome,
  type ParseResumeFilesOptions,
} from './batch.js';
export { sniffResumeFormat, extractText, type ResumeFormat } from './extract.js';
export { extractFields, type ResumeText } from './fields.js';
export { findPeriod, normaliseDate } from './dates.js';
export { sectionOf, type SectionKind } from './sections.js';
export { SKILLS, SKILL_ALIASES } from './skills-vocabulary.js';
export { DOCX_LIMITS } from './docx-text.js';
export {
  createTextkernelClient,
  mapTextkernelResponse,
  isRetryableTextkernelError,
  TEXTKERNEL_DEFAULT_BASE_URL,
  TEXTKERNEL_PARSE_PATH,
  type TextkernelClient,
  type TextkernelClientOptions,
} from '../providers/textkernel.js';
