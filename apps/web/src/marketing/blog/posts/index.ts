import { post as post01 } from './post-01.ts';
import { post as post02 } from './post-02.ts';
import { post as post03 } from './post-03.ts';
import { post as post04 } from './post-04.ts';
import { post as post05 } from './post-05.ts';
import { post as post06 } from './post-06.ts';
import { post as post07 } from './post-07.ts';
import { post as post08 } from './post-08.ts';
import { post as post09 } from './post-09.ts';
import { post as post10 } from './post-10.ts';
import { post as post11 } from './post-11.ts';
import { post as post12 } from './post-12.ts';
import { post as post13 } from './post-13.ts';
import { post as post14 } from './post-14.ts';
import { post as post15 } from './post-15.ts';
import { post as post16 } from './post-16.ts';
import { post as post17 } from './post-17.ts';
import { post as post18 } from './post-18.ts';
import { post as post19 } from './post-19.ts';
import { post as post20 } from './post-20.ts';
import { post as post21 } from './post-21.ts';
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
  post10,
  post11,
  post12,
  post13,
  post14,
  post15,
  post16,
  post17,
  post18,
  post19,
  post20,
  post21,
];
