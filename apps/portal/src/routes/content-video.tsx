import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { portalConfig } from '../config.server';
import { ContentArticle } from '../features/content/ContentArticle';
import { PresentationVideo } from '../features/content/PresentationVideo';
import { safeVideoLink } from '../shared/video/video-embed';
import { pageMeta } from '../seo';
import { loader as contentLoader } from './content-page';

/** §2 qui-sont-les-sam/video ("La vidéo"): the Markdown page with the association's video (PRESENTATION_VIDEO_URL) where it writes <!-- media -->. */
export function loader(args: LoaderFunctionArgs) {
  return { ...contentLoader(args), videoUrl: safeVideoLink(portalConfig.presentationVideoUrl) };
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function ContentVideoRoute() {
  const { page, section, videoUrl } = useLoaderData<typeof loader>();
  return <ContentArticle page={page} section={section} media={videoUrl ? <PresentationVideo url={videoUrl} title={page.title} /> : undefined} />;
}
