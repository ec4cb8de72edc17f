import type { TagSuggestion } from '@sam/contracts';
import type { DB } from '@sam/db';

/** The tag vocabulary (listing and conseil keywords, named in both languages). */
export class TagsRepository {
  constructor(private readonly db: DB) {}

  all(): Promise<TagSuggestion[]> {
    return this.db.selectFrom('tags').select(['id', 'slug', 'name_fr', 'name_nl']).orderBy('id').execute();
  }
}
