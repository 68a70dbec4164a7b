import { useEffect, useRef, useState } from 'react';

const reportEveryMs = 5000;
/** A jump of the play position larger than this is a seek, not watching. */
const maxStepSeconds = 3;

/**
 * Counts the seconds really played (seeking does not count) on top of what the server had already counted, and
 * reports the total when playing starts, every ~5 s while playing, and on pause and end.
 */
export const useVideoWatch = (watchedBefore: number, report: (seconds: number) => void) => {
  // Fixed at opening: the server's later answers already include what this page played.
  const [base] = useState(watchedBefore);
  const played = useRef(0);
  const position = useRef(0);
  const [playing, setPlaying] = useState(false);
  const send = () => report(Math.floor(base + played.current));
  const sendRef = useRef(send);
  sendRef.current = send;

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => sendRef.current(), reportEveryMs);
    return () => clearInterval(timer);
  }, [playing]);

  const stop = () => {
    setPlaying(false);
    send();
  };
  return {
    onPlay: () => {
      setPlaying(true);
      send();
    },
    onPause: stop,
    onEnded: stop,
    onTimeUpdate: (e: { currentTarget: HTMLVideoElement }) => {
      const step = e.currentTarget.currentTime - position.current;
      if (step > 0 && step < maxStepSeconds) played.current += step;
      position.current = e.currentTarget.currentTime;
    },
    onSeeked: (e: { currentTarget: HTMLVideoElement }) => {
      position.current = e.currentTarget.currentTime;
    },
  };
};
