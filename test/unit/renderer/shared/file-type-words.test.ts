import { describe, expect, it } from 'vitest';
import { fileTypeWords } from '../../../../renderer/src/shared/file-type-words';

describe('a document type in words', () => {
  it.each([
    ['image/png', 'PNG image'],
    ['PNG', 'PNG image'],
    ['.jpg', 'JPEG image'],
    ['application/pdf', 'PDF document'],
    ['application/pdf; charset=binary', 'PDF document'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'Word document'],
    ['xlsx', 'Excel spreadsheet'],
    ['text/plain', 'Text file'],
  ])('%s reads "%s", with nothing more to show', (type, words) => {
    expect(fileTypeWords(type)).toEqual({ words, raw: '' });
  });

  it('another image is still an image; the type as sent is kept for Details', () => {
    expect(fileTypeWords('image/avif')).toEqual({ words: 'AVIF image', raw: 'image/avif' });
  });

  it('a type not named here says so in words, never the code as the main text', () => {
    expect(fileTypeWords('application/x-foo')).toEqual({ words: 'A type of file not named here', raw: 'application/x-foo' });
    expect(fileTypeWords('constructor').words).toBe('A type of file not named here');
  });

  it('nothing sent, nothing said', () => {
    expect(fileTypeWords('  ')).toEqual({ words: '', raw: '' });
    expect(fileTypeWords(undefined)).toEqual({ words: '', raw: '' });
  });
});
