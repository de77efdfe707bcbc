import Markdown from 'react-markdown';

/** Only ordinary text formatting and links; anything else in the markdown shows as its text. */
const allowedElements = ['p', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'br'];

/**
 * Markdown rendered as React elements, never as HTML: raw HTML in it is dropped, only simple
 * formatting and links are kept, and a link can only lead to an http, https, mailto or tel address.
 */
export function AnnouncementMarkdown({ markdown }: { markdown: string }) {
  return (
    <Markdown
      allowedElements={allowedElements}
      unwrapDisallowed
      skipHtml
      urlTransform={(url) => (/^(https?:|mailto:|tel:)/i.test(url) ? url : '')}
    >
      {markdown}
    </Markdown>
  );
}
