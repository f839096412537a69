export type ToolPageInfo = {
  title: string;
  description: string;
  /** Shown in the AI Feature Overview grid of /features. */
  overview?: boolean;
};

/**
 * Protected tool and app pages of document 2: their headings. Which plan feature opens a page is the
 * feature catalogue's (`featureForRoute` of @recruit/core/schemas), never listed here.
 */
export const TOOL_PAGES: Record<string, ToolPageInfo> = {
  '/features/scraping': {
    title: 'Web Scraping',
    description: 'Extract structured data from websites and job boards.',
    overview: true,
  },
  '/features/resume-parsing': {
    title: 'Resume Parsing',
    description: 'Turn PDF, DOC and DOCX resumes into structured candidate profiles.',
    overview: true,
  },
  '/features/linkedin': {
    title: 'LinkedIn Scraping',
    description: 'Extract profile details from LinkedIn profile URLs.',
    overview: true,
  },
  '/features/heyreach': {
    title: 'LinkedIn Outreach (HeyReach)',
    description: 'Run LinkedIn outreach campaigns and follow their leads through HeyReach.',
    overview: true,
  },
  '/features/call': {
    title: 'AI Calling',
    description: 'Schedule AI phone calls to candidates with your own script and voice.',
    overview: true,
  },
  '/features/email': {
    title: 'Email Services',
    description: 'Compose emails, keep templates and run candidate campaigns.',
    overview: true,
  },
  '/features/ai-chat': {
    title: 'AI Chat Assistant',
    description:
      'Ask an AI recruiting assistant for screening help, job descriptions and interview questions.',
    overview: true,
  },
  '/features/dropcowboy': {
    title: 'Domain Search & Monitoring',
    description: 'Search domains and monitor their expiry and status.',
  },
  '/features/smart-sourcing': {
    title: 'Smart Sourcing',
    description: 'Find candidates that match a job description.',
  },
  '/features/smart-search': {
    title: 'Smart Search',
    description:
      'Search your candidates: words, phrases, OR and NOT, skill:, title:, location: and company:.',
  },
  '/features/candidate-screening': {
    title: 'Candidate Screening',
    description: 'Screen a resume against a job description with AI.',
  },
  '/features/engagement': {
    title: 'Candidate Engagement',
    description: 'Generate outreach messages and send them by email or phone call.',
  },
  '/candidates': {
    title: 'Candidates',
    description: 'Your candidate pipeline: search, filter and contact candidates.',
  },
  '/profile': { title: 'Profile', description: 'Change your password.' },
  '/settings': {
    title: 'Settings',
    description: 'Profile, notifications, security question, appearance and account deletion.',
  },
  '/api-settings': {
    title: 'API Settings',
    description: 'Connect your own provider keys (OpenAI, Twilio, Stripe and more).',
  },
  '/integrations': {
    title: 'Integrations',
    description: 'Connect your own provider keys (OpenAI, Twilio, Stripe and more).',
  },
  '/twilio-integration': {
    title: 'Twilio Integration',
    description: 'Store your Twilio account SID, auth token and phone number, and place a test call.',
  },
  '/phantombuster-integration': {
    title: 'PhantomBuster Integration',
    description: 'Connect PhantomBuster for profile scraping and run a test scrape.',
  },
  '/tools/automated-calls': { title: 'Automated Calls', description: 'Automate candidate phone calls.' },
  '/tools/bulk-email': { title: 'Bulk Email', description: 'Send emails to many candidates at once.' },
  '/tools/interview-scheduling': {
    title: 'Interview Scheduling',
    description: 'Schedule interviews and send calendar invitations.',
  },
};
