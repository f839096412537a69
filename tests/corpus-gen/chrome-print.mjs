// Chrome's "Save as PDF" with its defaults, as a user prints a page from the browser: A4 and 10 mm margins on
// every side (playwright-core's page.pdf options). The HTML families that print the page as a user would use it;
// those that print with the template's own @page rules or puppeteer export set their own.
export const CHROME_SAVE_AS_PDF = Object.freeze({
  format: 'A4',
  margin: Object.freeze({ top: '10mm', bottom: '10mm', left: '10mm', right: '10mm' }),
});
