/**
 * What the fake Contentful serves during the bench: the test fixtures plus one realistic long
 * read (about 1,800 words: headings, lists, a quote, code, a table), so the blog-post figures
 * reflect a real article rather than a two-line fixture.
 */
import { contentfulFixtures } from '../../tests/fakes/contentful-fixtures.ts';
import { entry, link, type CdaRecord } from '../../tests/fakes/contentful-server.ts';

export const BENCH_POST_SLUG = 'cloud-costs-for-small-business';
/** Sections in the long read; each is a heading, three paragraphs and a list. */
const SECTIONS = 12;

const text = (value: string, marks: string[] = []) => ({ nodeType: 'text', value, marks: marks.map((type) => ({ type })), data: {} });
const block = (nodeType: string, content: unknown[], data: object = {}) => ({ nodeType, data, content });
const paragraph = (...content: unknown[]) => block('paragraph', content);

const SENTENCE =
  'Small teams rarely need the biggest cluster on the price list; they need predictable bills, a deployment they can repeat, and someone who answers the phone when a certificate expires on a Friday evening. ';

function section(index: number) {
  return [
    block('heading-2', [text(`Step ${index + 1}: measure before you move`)]),
    paragraph(text(SENTENCE.repeat(2)), text('Start with the invoice.', ['bold']), text(` ${SENTENCE}`)),
    paragraph(
      text(SENTENCE),
      block('hyperlink', [text('our cloud migration checklist')], { uri: 'https://example.org/checklist' }),
      text('. '),
      text(SENTENCE),
    ),
    block(
      'unordered-list',
      ['Right-size the instances', 'Turn off what nobody uses', 'Reserve what runs all year'].map((item) =>
        block('list-item', [paragraph(text(item))]),
      ),
    ),
    paragraph(text(SENTENCE.repeat(2))),
  ];
}

export function benchContent(): CdaRecord[] {
  const body = {
    nodeType: 'document',
    data: {},
    content: [
      paragraph(text(SENTENCE.repeat(3))),
      block('blockquote', [paragraph(text('We cut our hosting bill by half without touching the product.'))]),
      ...Array.from({ length: SECTIONS }, (_, index) => section(index)).flat(),
      paragraph(text('kubectl top pods --all-namespaces', ['code'])),
      block('table', [
        block(
          'table-row',
          ['Service', 'Before', 'After'].map((cell) => block('table-header-cell', [paragraph(text(cell))])),
        ),
        ...[
          ['Compute', '$1,900', '$820'],
          ['Storage', '$400', '$310'],
          ['Egress', '$260', '$90'],
        ].map((row) =>
          block(
            'table-row',
            row.map((cell) => block('table-cell', [paragraph(text(cell))])),
          ),
        ),
      ]),
    ],
  };
  return [
    ...contentfulFixtures(),
    entry(
      'blogPost',
      'post-bench-long',
      {
        title: 'Cloud costs for small businesses: a practical guide',
        slug: BENCH_POST_SLUG,
        excerpt: 'Twelve steps that cut a typical small-business cloud bill in half.',
        publishDate: '2025-04-02',
        category: link('Entry', 'cat-cloud'),
        author: link('Entry', 'author-dana'),
        coverImage: link('Asset', 'asset-cover-k8s'),
        tags: ['Cloud', 'Cost', 'AWS'],
        content: body,
      },
      { createdAt: '2025-04-02T08:00:00.000Z', updatedAt: '2025-04-02T08:00:00.000Z' },
    ),
  ];
}
