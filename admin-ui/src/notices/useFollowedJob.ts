import { useEffect, useRef, useState } from 'react';
import { useHttp } from '../properties/api';
import { FOLLOW_EVERY_MS, isRunning, PATHS, type NoticeJob } from './noticesApi';

/** Reads the job, and again every FOLLOW_EVERY_MS while it is waiting or running. */
export function useFollowedJob(initial: NoticeJob, onProgress: (job: NoticeJob) => void) {
  const http = useHttp();
  const [job, setJob] = useState(initial);
  // The parent's callback changes each render; the latest is called, it does not restart the timer.
  const progressed = useRef(onProgress);
  useEffect(() => {
    progressed.current = onProgress;
  }, [onProgress]);
  useEffect(() => setJob(initial), [initial]);
  useEffect(() => {
    if (!isRunning(job)) return undefined;
    let current = true;
    const timer = setTimeout(async () => {
      try {
        const reply = await http<{ data: NoticeJob }>(PATHS.job(job.id));
        if (!current) return;
        setJob(reply.json.data);
        progressed.current(reply.json.data);
      } catch {
        // A missed reading is read again on the next turn.
        if (current) setJob((latest) => ({ ...latest }));
      }
    }, FOLLOW_EVERY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [job, http]);
  return [job, setJob] as const;
}
