/** Saves what the canvas shows as a PNG file named after the map. */
export function downloadCanvasPng(canvas: HTMLCanvasElement, title: string): void {
  canvas.toBlob((blob) => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `${
      title
        .trim()
        .replace(/[^\w-]+/g, '-')
        .replace(/^-+|-+$/g, '') || 'mindmap'
    }.png`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }, 'image/png');
}
