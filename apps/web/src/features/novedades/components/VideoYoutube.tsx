import '../novedades.css';

/** The embedded video of a news item; `src` is the embed link the server stored. */
export function VideoYoutube({ src, titulo }: { src: string; titulo: string }) {
  return (
    <div className="novedad-video">
      <iframe
        src={src}
        title={`Video: ${titulo}`}
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
