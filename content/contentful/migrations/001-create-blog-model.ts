/**
 * The blog's content model: `category`, `author` and `blogPost`, with the field ids the site's
 * mapping reads (shared/blog/contentful-mapping.ts). Migrations are history: never edit one
 * that has run in a space; add the next number instead (see ../README.md).
 *
 * The rich-text allow-lists are exactly what the site's renderer shows
 * (client/components/rich-text/rich-text-options.tsx); tests/cms/content-model.test.ts holds
 * the two together, so a node the renderer cannot show cannot be typed in Contentful either.
 */
import type { IValidation, MigrationFunction } from 'contentful-migration';

/** Lower-case words joined by hyphens: the part of a URL after /blog/ or ?category=. */
const SLUG_RULES: IValidation[] = [
  { unique: true },
  { regexp: { pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' }, message: 'Lower-case letters, digits and hyphens only, e.g. my-first-post' },
  { size: { max: 100 } },
];

const createBlogModel: MigrationFunction = (migration) => {
  const category = migration
    .createContentType('category')
    .name('Category')
    .description('A blog category: one filter button on /blog and one entry in the header menu.')
    .displayField('name');
  category.createField('name').name('Name').type('Symbol').required(true).validations([{ size: { max: 60 } }]);
  category.createField('slug').name('Slug').type('Symbol').required(true).validations(SLUG_RULES);

  const author = migration.createContentType('author').name('Author').description('The person shown under a post title.').displayField('name');
  author.createField('name').name('Name').type('Symbol').required(true);
  author.createField('bio').name('Bio').type('Text').validations([{ size: { max: 500 } }]);
  author.createField('avatar').name('Avatar').type('Link').linkType('Asset').validations([{ linkMimetypeGroup: ['image'] }]);

  const post = migration.createContentType('blogPost').name('Blog Post').description('One article at /blog/{slug}.').displayField('title');
  post.createField('title').name('Title').type('Symbol').required(true);
  post.createField('slug').name('Slug').type('Symbol').required(true).validations(SLUG_RULES);
  post
    .createField('excerpt')
    .name('Excerpt')
    .type('Text')
    .validations([{ size: { max: 300 }, message: 'At most 300 characters: cards and search results cut longer ones' }]);
  post.createField('publishDate').name('Publish date').type('Date').required(true);
  post
    .createField('content')
    .name('Content')
    .type('RichText')
    .validations([
      {
        enabledMarks: ['bold', 'italic', 'underline', 'code', 'superscript', 'subscript', 'strikethrough'],
        message: 'Only the marks the site shows',
      },
      {
        enabledNodeTypes: [
          'heading-1',
          'heading-2',
          'heading-3',
          'heading-4',
          'heading-5',
          'heading-6',
          'ordered-list',
          'unordered-list',
          'hr',
          'blockquote',
          'table',
          'embedded-entry-block',
          'embedded-asset-block',
          'hyperlink',
          'entry-hyperlink',
          'asset-hyperlink',
          'embedded-entry-inline',
        ],
        message: 'Only the blocks and links the site shows',
      },
      {
        // Posts link and embed other posts only: the site has a page for nothing else.
        nodes: {
          'embedded-entry-block': [{ linkContentType: ['blogPost'] }],
          'embedded-entry-inline': [{ linkContentType: ['blogPost'] }],
          'entry-hyperlink': [{ linkContentType: ['blogPost'] }],
        },
      },
    ]);
  post.createField('category').name('Category').type('Link').linkType('Entry').validations([{ linkContentType: ['category'] }]);
  post.createField('author').name('Author').type('Link').linkType('Entry').validations([{ linkContentType: ['author'] }]);
  post.createField('coverImage').name('Cover image').type('Link').linkType('Asset').validations([{ linkMimetypeGroup: ['image'] }]);
  post
    .createField('tags')
    .name('Tags')
    .type('Array')
    .items({ type: 'Symbol', validations: [{ size: { max: 40 } }] })
    .validations([{ size: { max: 10 } }]);
};

export default createBlogModel;
