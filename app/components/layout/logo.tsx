/** The shop's mark and name, inside the header's home link (the page's and the offline notices'). */
export function LogoMark() {
  return (
    <>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <path d="M4 26 13 9l6 10 3-5 6 12z" fill="currentColor" />
      </svg>
      <span>Karoo</span>
    </>
  )
}
