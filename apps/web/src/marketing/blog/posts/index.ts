import { post as post01 } from './post-01.ts';
import { post as post02 } from './post-02.ts';
import { post as post03 } from './post-03.ts';
import { post as post04 } from './post-04.ts';
import { post as post05 } from './post-05.ts';
import { post as post06 } from './post-06.ts';
import { post as post07 } from './post-07.ts';
import { post as post08 } from './post-08.ts';
import { post as post09 } from './post-09.ts';
import type { BlogPost } from './types.ts';

/** Every article, sorted by id; each post lives in its own file so an edit touches one article. */
export const BLOG_POSTS: BlogPost[] = [
  post01,
  post02,
  post03,
  post04,
  post05,
  post06,
  post07,
  post08,
  post09,
];
