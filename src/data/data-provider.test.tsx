import { render, screen } from '@testing-library/react';
import { useStore } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { withDataProvider } from './data-provider';
import { appStore } from './store';

describe('withDataProvider', () => {
  it('gives every screen that reads data the same store, so the cache survives moving between them', () => {
    const ShowsStore = withDataProvider(function ShowsStore({ name }: { name: string }) {
      return <p>{useStore() === appStore() ? `${name}: the app's store` : `${name}: another store`}</p>;
    });
    render(
      <>
        <ShowsStore name="shell" />
        <ShowsStore name="guest page" />
      </>,
    );
    expect(screen.getByText("shell: the app's store")).toBeInTheDocument();
    expect(screen.getByText("guest page: the app's store")).toBeInTheDocument();
  });
});
