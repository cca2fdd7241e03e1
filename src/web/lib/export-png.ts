// A chart's SVG as a PNG: the SVG is cloned with the computed colours and fonts written on each
// element (the theme's CSS variables do not exist in a standalone image), drawn on a canvas over
// the card's background at twice the size, and downloaded.

const styleProps = ["fill", "stroke", "stroke-width", "stroke-dasharray", "stroke-opacity", "fill-opacity", "opacity", "font-size", "font-family", "font-weight", "text-anchor", "dominant-baseline", "visibility"] as const;

export function inlineSvg(svg: SVGSVGElement): string {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  const source = [svg, ...Array.from(svg.querySelectorAll("*"))];
  const target = [clone, ...Array.from(clone.querySelectorAll("*"))];
  source.forEach((el, i) => {
    const out = target[i] as SVGElement | undefined;
    if (!out) return;
    const computed = getComputedStyle(el);
    const style = styleProps.map((p) => `${p}:${computed.getPropertyValue(p)}`).join(";");
    out.setAttribute("style", style);
  });
  const { width, height } = svg.getBoundingClientRect();
  clone.setAttribute("xmlns", "http://www.w3.org/2000/svg");
  clone.setAttribute("width", String(Math.round(width)));
  clone.setAttribute("height", String(Math.round(height)));
  return new XMLSerializer().serializeToString(clone);
}

export async function svgToPngBlob(svg: SVGSVGElement, background: string, scale = 2): Promise<Blob> {
  const { width, height } = svg.getBoundingClientRect();
  const markup = inlineSvg(svg);
  const url = URL.createObjectURL(new Blob([markup], { type: "image/svg+xml;charset=utf-8" }));
  try {
    const image = new Image();
    image.decoding = "async";
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error("svg_image_failed"));
      image.src = url;
    });
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(width * scale));
    canvas.height = Math.max(1, Math.round(height * scale));
    const ctx = canvas.getContext("2d");
    if (!ctx) throw new Error("no_canvas");
    ctx.fillStyle = background;
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.scale(scale, scale);
    ctx.drawImage(image, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("png_failed"))), "image/png"));
  } finally {
    URL.revokeObjectURL(url);
  }
}
