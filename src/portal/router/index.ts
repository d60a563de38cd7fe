// The portal's own router (decision 0041): the part of React Router's API the
// portal uses, in about 2 kB instead of 14.
export { createPath, parsePath, type RouterLocation, type To } from './history';
export { BrowserRouter, MemoryRouter, useHref, useLocation, useNavigate, useParams, useSearchParams, type NavigateFunction, type NavigateOptions } from './Router';
export { Route, Routes } from './Routes';
export { Link, Navigate, NavLink, type LinkProps } from './links';
