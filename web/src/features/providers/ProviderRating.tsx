// A provider's rating: antd Rate read-only (hidden from assistive technology) with the rating and review count as text.
import { Rate } from 'antd';

export function ProviderRating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  return (
    <span className="provider-rating">
      <span aria-hidden="true">
        <Rate disabled allowHalf value={Math.round(rating * 2) / 2} />
      </span>
      <span>
        <span className="sr-only">Rated </span>
        {rating.toFixed(1)}
        <span className="sr-only"> out of 5</span>
      </span>
      <span className="provider-reviews">
        ({reviewCount} {reviewCount === 1 ? 'review' : 'reviews'})
      </span>
    </span>
  );
}
