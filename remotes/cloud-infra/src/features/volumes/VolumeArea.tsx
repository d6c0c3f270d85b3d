import { Routes } from 'react-router-dom';

/** Routes of this area, relative to its prefix. */
export default function VolumeArea() {
  return <Routes />;
}
