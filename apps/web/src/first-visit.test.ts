import { describe, expect, it } from 'vitest';
import { firstVisitFiles, type Manifest } from '../build/first-visit.js';

describe('a first visit', () => {
  it('loads the entry and the page with their static imports, and nothing only imported dynamically', () => {
    const sample: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_ui.js'], dynamicImports: ['src/page.tsx'] },
      '_ui.js': { file: 'assets/ui.js', css: ['assets/ui.css'] },
      'src/page.tsx': {
        file: 'assets/page.js',
        isDynamicEntry: true,
        imports: ['index.html', '_ui.js', '_form.js'],
        dynamicImports: ['src/chart.tsx'],
      },
      '_form.js': { file: 'assets/form.js', imports: ['_ui.js'] },
      'src/chart.tsx': { file: 'assets/chart.js', isDynamicEntry: true },
      'src/other-page.tsx': { file: 'assets/other-page.js', isDynamicEntry: true },
    };
    expect(firstVisitFiles(sample, { entry: 'index', pages: ['src/page.tsx'] })).toEqual([
      'assets/form.js',
      'assets/index.js',
      'assets/page.js',
      'assets/ui.css',
      'assets/ui.js',
    ]);
    expect(() => firstVisitFiles(sample, { entry: 'index', pages: ['src/gone.tsx'] })).toThrow(
      'src/gone.tsx is not in the build manifest',
    );
  });
});
