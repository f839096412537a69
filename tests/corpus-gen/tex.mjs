// What the corpus generators share to run TeX reproducibly: the environment (dates fixed, so the same source
// gives the same PDF), a fontconfig file that also sees TeX Live's OpenType fonts, and the TeX run itself.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** Reproducible PDFs: TeX and LibreOffice take their dates from here. FONTCONFIG_FILE is set per run. */
export const ENV = { ...process.env, SOURCE_DATE_EPOCH: '1700000000', FORCE_SOURCE_DATE: '1', TZ: 'UTC' };

/** A fontconfig file that also sees TeX Live's OpenType fonts (moderncv oldstyle asks for EB Garamond by name). */
export function fontconfigFile(work) {
  const file = path.join(work, 'fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include>` +
      `<dir>/usr/share/texlive/texmf-dist/fonts/opentype</dir><cachedir>${work}/fc-cache</cachedir></fontconfig>`,
  );
  return file;
}

/** Runs `engine` twice (for references) on `main` written as cv.tex in `dir`; the PDF's path. */
export function latex(dir, main, engine = 'xelatex') {
  writeFileSync(path.join(dir, 'cv.tex'), main);
  for (let run = 0; run < 2; run++) {
    try {
      execFileSync(engine, ['-interaction=nonstopmode', '-halt-on-error', 'cv.tex'], {
        cwd: dir,
        env: ENV,
        stdio: 'pipe',
      });
    } catch (e) {
      throw new Error(`${engine} failed in ${dir}:\n${String(e.stdout).slice(-2000)}`);
    }
  }
  return path.join(dir, 'cv.pdf');
}
