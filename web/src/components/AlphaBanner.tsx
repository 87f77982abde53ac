/** Fixed at the top of every screen (spec section 1). */
export function AlphaBanner() {
  return (
    <div className="alpha-banner" role="note">
      ALPHA RELEASE - Experimental features in development
    </div>
  );
}
