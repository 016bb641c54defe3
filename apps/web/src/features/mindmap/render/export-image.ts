/** A file name from the map's title: letters, digits and dashes. */
const fileName = (title: string, extension: string) =>
  `${
    title
      .trim()
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'mindmap'
  }.${extension}`;

function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves what the canvas shows as a PNG file named after the map. */
export function downloadCanvasPng(canvas: HTMLCanvasElement, title: string): void {
  canvas.toBlob((blob) => {
    if (blob) download(blob, fileName(title, 'png'));
  }, 'image/png');
}

/** Saves an SVG picture (export-svg.ts) named after the map. */
export function downloadSvg(svg: string, title: string): void {
  download(new Blob([svg], { type: 'image/svg+xml' }), fileName(title, 'svg'));
}
