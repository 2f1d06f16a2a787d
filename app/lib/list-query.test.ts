import { describe, expect, it } from 'vitest';
import { learnersQuerySchema } from '../../common/admin-schemas';
import { listQuery } from './list-query';

const request = (query: string) => new Request(`http://localhost/admin/learners${query}`);

describe('listQuery', () => {
  it('reads the page and the search from the link', () => {
    expect(listQuery(request('?q=ada&page=3'), learnersQuerySchema, { page: 1, q: undefined })).toEqual({ q: 'ada', page: 3 });
  });

  it('opens the list as by default when a hand-edited link does not parse', () => {
    expect(listQuery(request('?page=-2'), learnersQuerySchema, { page: 1, q: undefined })).toEqual({ page: 1, q: undefined });
  });
});
