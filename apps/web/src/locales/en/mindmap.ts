import { CHECK_TEXT, MAP_CHECK_TEXT } from '@codegrow/shared/constants/checks';
import { MINDMAP_MESSAGES } from '@codegrow/shared/constants/content-messages';

/** A `{{name}}` placeholder given where the spec's text functions take a number. */
const slot = (name: string) => `{{${name}}}` as unknown as number;

/**
 * The mindmap area's texts: the map as readers see it, on an article and on its own page (the
 * toolbar's reading tools, the accessible description, the list of nodes). The editor's own
 * tools (adding, deleting, drafting, saving) are for admins and stay in English; the nodes'
 * labels are the author's words.
 */
export const mindmap = {
  viewer: {
    /** The heading when no map is shown. */
    title: 'Mindmap',
    notFound: MINDMAP_MESSAGES.notFound,
    notFoundToast: MINDMAP_MESSAGES.notFoundToast,
    goBack: 'Go Back',
    blogMap: 'Blog Mindmap',
    standaloneMap: 'Standalone Mindmap',
    author: 'Author: ',
    defaultAuthor: MINDMAP_MESSAGES.defaultAuthor,
    type: 'Type: ',
    created: 'Created: ',
    updated: 'Updated: ',
    readArticle: 'Read the article',
    readArticleTitled: 'Read the article: {{title}}',
    help: 'Drag to move around, scroll or use + and − to zoom, 0 to reset, N to step through the nodes, and C or a node’s − / + marker to fold or unfold its branch.',
  },
  article: {
    heading: 'Mind map',
    /** The map's name beside its article: the article's title. */
    mapTitle: '{{title}} mind map',
  },
  canvas: {
    /** A map's name when it is given none. */
    defaultTitle: 'Mind map',
    /** The canvas's accessible name; the counts come written in the page's digits. */
    describe: '{{title}}: {{centre}} with {{branches}} branches',
    describeHidden:
      '{{title}}: {{centre}} with {{branches}} branches, {{hidden}} more in collapsed branches',
  },
  /** 'Complete the map': counts come written in the page's digits. */
  practice: {
    start: MAP_CHECK_TEXT.start,
    intro: MAP_CHECK_TEXT.intro,
    label: MAP_CHECK_TEXT.node(slot('n')),
    submit: MAP_CHECK_TEXT.submit,
    score: MAP_CHECK_TEXT.score(slot('right'), slot('total')),
    complete: MAP_CHECK_TEXT.complete,
    right: CHECK_TEXT.right,
    wrong: CHECK_TEXT.wrong,
    readSection: MAP_CHECK_TEXT.readSection,
    retry: MAP_CHECK_TEXT.retry,
    stop: MAP_CHECK_TEXT.stop,
    fillAll: MAP_CHECK_TEXT.fillAll,
    failed: MAP_CHECK_TEXT.failed,
  },
  /** The map as a numbered list under the canvas. */
  list: {
    show: 'The map as a list',
  },
  toolbar: {
    label: 'Mind map tools',
    /** The zoom the map shows at. */
    zoom: '{{percent}}%',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    fit: 'Fit the whole map',
    collapseBranch: 'Collapse branch',
    expandBranch: 'Expand branch',
    expandAll: 'Expand all',
    exportPng: 'Export PNG',
    exportSvg: 'Export SVG',
  },
} as const;
