// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { documentPath } from './documentPath.ts';

describe('documentPath', () => {
  it('gives every URL form of a document its clean route', () => {
    expect(documentPath('/')).toBe('/');
    expect(documentPath('/index.html')).toBe('/');
    expect(documentPath('/about')).toBe('/about');
    expect(documentPath('/about/')).toBe('/about');
    expect(documentPath('/about/index.html')).toBe('/about');
    expect(documentPath('/about//')).toBe('/about');
  });

  it('leaves other paths to the route table (and its 404 page)', () => {
    expect(documentPath('/about/team.html')).toBe('/about/team.html');
    expect(documentPath('/no/such/page')).toBe('/no/such/page');
    expect(documentPath('/index.htm')).toBe('/index.htm');
  });
});
