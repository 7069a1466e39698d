// ferz/perft_parallel.hpp: perft and divide on several threads, for the deep counts users check their
// own variants with.
//
// The tree is cut two plies down: every (root move, reply) pair is one piece of work, taken in turn
// by the threads from a shared counter, each on its own copy of the position. A chess start position
// gives 400 pieces, so two threads finish together. The counts are exactly perft's. Each root move's
// total is reported in root-move order, on the calling thread, as soon as it and every move before it
// are counted: a deep divide shows progress as the serial one does.
//
// Threads: std::thread. On a C library older than glibc 2.34, link Threads::Threads (CMake's
// find_package(Threads)) or pass -pthread.
#pragma once

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <thread>
#include <vector>

#include "ferz/movegen/generate.hpp"
#include "ferz/perft.hpp"

namespace ferz {

// The number of threads `threads == 0` means: the machine's hardware threads (at least 1).
inline unsigned perft_default_threads() noexcept {
    const unsigned n = std::thread::hardware_concurrency();
    return n ? n : 1;
}

// Perft of `pos` to `depth` on `threads` threads (0: perft_default_threads()). `on_root(move, nodes)`
// is called on the calling thread for each legal root move, in legal_move_vector's order, with the
// perft of the position after it (depth - 1). Returns the total. Depths below 3, and one thread, run
// serially. The position is copied per thread and not changed.
template <class V, class OnRoot>
std::uint64_t perft_parallel(const position<V>& pos, int depth, unsigned threads, OnRoot&& on_root) {
    if (threads == 0) threads = perft_default_threads();
    if (depth <= 0) return 1;
    position<V> root = pos;
    const std::vector<move> roots = legal_move_vector(root);
    if (depth < 3 || threads == 1) {
        std::uint64_t total = 0;
        for (const move m : roots) {
            root.make(m);
            const std::uint64_t n = perft(root, depth - 1);
            root.unmake();
            on_root(m, n);
            total += n;
        }
        return total;
    }

    // The pieces of work: each root move's replies, in order.
    struct piece {
        std::size_t root;
        move reply;
    };
    std::vector<piece> pieces;
    std::vector<std::size_t> left(roots.size());
    for (std::size_t i = 0; i < roots.size(); ++i) {
        root.make(roots[i]);
        for (const move r : legal_move_vector(root)) pieces.push_back({i, r});
        root.unmake();
    }
    for (const piece& p : pieces) ++left[p.root];

    std::vector<std::uint64_t> nodes(roots.size(), 0);
    std::mutex lock;
    std::condition_variable done;
    std::atomic<std::size_t> next{0};
    auto work = [&] {
        position<V> mine = pos;
        for (std::size_t k; (k = next.fetch_add(1, std::memory_order_relaxed)) < pieces.size();) {
            const piece& p = pieces[k];
            mine.make(roots[p.root]);
            mine.make(p.reply);
            const std::uint64_t n = perft(mine, depth - 2);
            mine.unmake();
            mine.unmake();
            const std::lock_guard<std::mutex> guard(lock);
            nodes[p.root] += n;
            if (--left[p.root] == 0) done.notify_one();
        }
    };
    // `threads` workers; the calling thread only reports, sleeping between reports. A root move
    // without replies is done at once (at depth >= 3 it leaves no leaves: its count is 0).
    const auto workers = static_cast<unsigned>(std::min<std::size_t>(threads, std::max<std::size_t>(pieces.size(), 1)));
    std::vector<std::thread> pool;
    pool.reserve(workers);
    for (unsigned t = 0; t < workers; ++t) pool.emplace_back(work);
    std::uint64_t total = 0;
    {
        std::unique_lock<std::mutex> held(lock);
        for (std::size_t reported = 0; reported < roots.size();) {
            if (left[reported] != 0) {
                done.wait(held);
                continue;
            }
            const move m = roots[reported];
            const std::uint64_t n = nodes[reported];
            ++reported;
            held.unlock();
            on_root(m, n);
            total += n;
            held.lock();
        }
    }
    for (std::thread& t : pool) t.join();
    return total;
}

// Perft on `threads` threads (0: all the machine's), without the per-root report.
template <class V>
std::uint64_t perft_parallel(const position<V>& pos, int depth, unsigned threads = 0) {
    return perft_parallel(pos, depth, threads, [](move, std::uint64_t) {});
}

}  // namespace ferz
