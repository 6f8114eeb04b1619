/**
 * How the fields look in Contentful's entry editor: slugs are filled from the title (or name)
 * as the editor types, tags are a tag list, the publish date is a date without a time, and
 * every field says what the site does with it. A separate migration because a content type's
 * editor interface exists only once the type is published (001).
 */
import type { MigrationFunction } from 'contentful-migration';

const editorWidgets: MigrationFunction = (migration) => {
  const post = migration.editContentType('blogPost');
  post.changeFieldControl('slug', 'builtin', 'slugEditor', { trackingFieldId: 'title', helpText: 'The address: /blog/{slug}. Changing it breaks old links.' });
  post.changeFieldControl('excerpt', 'builtin', 'multipleLine', { helpText: 'One or two sentences for cards, search results and social previews.' });
  post.changeFieldControl('publishDate', 'builtin', 'datePicker', { format: 'dateonly', helpText: 'Posts are listed newest first by this date.' });
  post.changeFieldControl('coverImage', 'builtin', 'assetLinkEditor', { helpText: 'Shown on the card and at the top of the post; its description is the alt text.' });
  post.changeFieldControl('tags', 'builtin', 'tagEditor', { helpText: 'Cards show the first three.' });

  const category = migration.editContentType('category');
  category.changeFieldControl('slug', 'builtin', 'slugEditor', { trackingFieldId: 'name', helpText: 'Used in /blog?category=…' });

  const author = migration.editContentType('author');
  author.changeFieldControl('avatar', 'builtin', 'assetLinkEditor', { helpText: 'A square picture, shown small beside the name.' });
};

export default editorWidgets;
