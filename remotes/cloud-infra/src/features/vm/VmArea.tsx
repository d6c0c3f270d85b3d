import { Routes } from 'react-router-dom';

/** Routes of this area, relative to its prefix. */
export default function VmArea() {
  return <Routes />;
}
