//! How long an event stream lives: it is closed when nothing was sent on
//! it for the idle time (the browser of a page opens it again at once), at
//! the end of its lifetime whatever it did, or when the hub closes it (a
//! newer page of the same seat took its place). A client that never reads
//! thus loses its place after the idle time or the lifetime at the latest,
//! even where the keep-alive comments never fill its socket.

use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;
use tokio_stream::{Stream, StreamExt};

/// A stream that ends when its `end` completes.
struct Until<S> {
    stream: Pin<Box<S>>,
    end: Pin<Box<dyn Future<Output = ()> + Send>>,
}

impl<S: Stream> Stream for Until<S> {
    type Item = S::Item;

    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<S::Item>> {
        if self.end.as_mut().poll(cx).is_ready() {
            return Poll::Ready(None);
        }
        self.stream.as_mut().poll_next(cx)
    }
}

/// `events` ended after `idle` without an item, after `lifetime`, or when
/// `closed` completes.
pub fn bounded<S, T>(
    events: S,
    idle: Duration,
    lifetime: Duration,
    closed: impl Future + Send + 'static,
) -> impl Stream<Item = T>
where
    S: Stream<Item = T> + Send + 'static,
{
    let end = async move {
        tokio::select! {
            _ = tokio::time::sleep(lifetime) => {}
            _ = closed => {}
        }
    };
    Until {
        stream: Box::pin(events.timeout(idle).map_while(Result::ok)),
        end: Box::pin(end),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn count<T>(s: impl Stream<Item = T>) -> usize {
        s.collect::<Vec<T>>().await.len()
    }

    fn ticks(every: Duration) -> impl Stream<Item = tokio::time::Instant> + Send + 'static {
        tokio_stream::wrappers::IntervalStream::new(tokio::time::interval(every))
    }

    #[tokio::test(start_paused = true)]
    async fn a_stream_ends_when_idle_at_its_lifetime_or_when_closed() {
        let s = Duration::from_secs;
        let never = std::future::pending::<()>;
        // Idle: an item every 10 s, idle after 5 s: only the first.
        assert_eq!(count(bounded(ticks(s(10)), s(5), s(100), never())).await, 1);
        // Lifetime: an item a second for 4.5 s.
        let life = Duration::from_millis(4500);
        assert_eq!(count(bounded(ticks(s(1)), s(5), life, never())).await, 5);
        // Closed after 2.5 s.
        let (tx, rx) = tokio::sync::oneshot::channel::<()>();
        tokio::spawn(async move {
            tokio::time::sleep(Duration::from_millis(2500)).await;
            drop(tx);
        });
        assert_eq!(count(bounded(ticks(s(1)), s(5), s(100), rx)).await, 3);
    }
}
