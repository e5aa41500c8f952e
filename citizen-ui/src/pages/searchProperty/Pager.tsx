import { Link } from 'react-router-dom';
import { searchUrl, type SearchValues } from './searchQuery';
import type { SearchTexts } from './texts';

interface Props {
  asked: SearchValues;
  page: number;
  pages: number;
  onPage: () => void;
  t: SearchTexts;
}

/** Previous and next as links: each page of results has its own address. */
export function Pager({ asked, page, pages, onPage, t }: Props) {
  const to = (target: number) => ({ search: `?${searchUrl(asked, target)}` });
  return (
    <nav className="pager" aria-label={t.pages}>
      {page > 1 ? (
        <Link to={to(page - 1)} className="pager__link" rel="prev" onClick={onPage}>
          <span aria-hidden="true">‹ </span>
          {t.previous}
        </Link>
      ) : null}
      <span className="pager__where">{t.pageOf(page, pages)}</span>
      {page < pages ? (
        <Link to={to(page + 1)} className="pager__link" rel="next" onClick={onPage}>
          {t.next}
          <span aria-hidden="true"> ›</span>
        </Link>
      ) : null}
    </nav>
  );
}
