// examples/referee/process.hpp: an engine as a child process (POSIX: fork, exec, two pipes), read line
// by line with a timeout, so that a referee never hangs on an engine that stops talking.
//
// The child's stdin and stdout are pipes; its stderr is the referee's. A program that cannot be
// started is reported by start() (the child writes exec's errno to a close-on-exec pipe), not found
// later as an engine that says nothing. stop() sends `quit`, waits a grace period and then kills.
#pragma once

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fcntl.h>
#include <poll.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

namespace referee {

class child_process {
public:
    enum class read_status { line, timeout, closed };

    child_process() = default;
    child_process(const child_process&) = delete;
    child_process& operator=(const child_process&) = delete;
    ~child_process() { stop(std::chrono::milliseconds(500)); }

    // Starts argv[0] (searched on PATH) with argv. An error message if it could not be started.
    std::optional<std::string> start(const std::vector<std::string>& argv) {
        std::signal(SIGPIPE, SIG_IGN);  // an engine that dies turns writes into EPIPE, not a signal
        int to_child[2], from_child[2], exec_error[2];
        if (pipe(to_child) != 0) return std::string("pipe: ") + std::strerror(errno);
        if (pipe(from_child) != 0) return std::string("pipe: ") + std::strerror(errno);
        if (pipe2(exec_error, O_CLOEXEC) != 0) return std::string("pipe: ") + std::strerror(errno);
        std::vector<char*> args;
        for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
        args.push_back(nullptr);
        pid_ = fork();
        if (pid_ < 0) return std::string("fork: ") + std::strerror(errno);
        if (pid_ == 0) {
            dup2(to_child[0], 0);
            dup2(from_child[1], 1);
            close(to_child[0]);
            close(to_child[1]);
            close(from_child[0]);
            close(from_child[1]);
            close(exec_error[0]);
            execvp(args[0], args.data());
            const int e = errno;
            [[maybe_unused]] const ssize_t n = write(exec_error[1], &e, sizeof e);
            _exit(127);
        }
        close(to_child[0]);
        close(from_child[1]);
        close(exec_error[1]);
        in_ = to_child[1];
        out_ = from_child[0];
        int e = 0;
        ssize_t n;
        do n = read(exec_error[0], &e, sizeof e);
        while (n < 0 && errno == EINTR);
        close(exec_error[0]);
        if (n == static_cast<ssize_t>(sizeof e)) {
            waitpid(pid_, nullptr, 0);
            pid_ = -1;
            return "cannot start '" + argv[0] + "': " + std::strerror(e);
        }
        return std::nullopt;
    }

    // Writes a line (a newline is added). false if the engine no longer reads.
    bool send(std::string_view line) {
        std::string s(line);
        s += '\n';
        std::size_t done = 0;
        while (done < s.size()) {
            const ssize_t n = write(in_, s.data() + done, s.size() - done);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) return false;
            done += static_cast<std::size_t>(n);
        }
        return true;
    }

    // The next line (without its end of line), waiting at most `timeout`.
    read_status read_line(std::string& line, std::chrono::milliseconds timeout) {
        const auto deadline = std::chrono::steady_clock::now() + timeout;
        while (true) {
            if (const std::size_t nl = buffer_.find('\n'); nl != std::string::npos) {
                line = buffer_.substr(0, nl);
                buffer_.erase(0, nl + 1);
                if (!line.empty() && line.back() == '\r') line.pop_back();
                return read_status::line;
            }
            if (closed_) {
                if (buffer_.empty()) return read_status::closed;
                line = std::move(buffer_);  // a last line without its newline
                buffer_.clear();
                return read_status::line;
            }
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
            if (left.count() <= 0) return read_status::timeout;
            pollfd p{out_, POLLIN, 0};
            const int r = poll(&p, 1, static_cast<int>(left.count()));
            if (r < 0 && errno == EINTR) continue;
            if (r <= 0) return read_status::timeout;
            char chunk[4096];
            const ssize_t n = read(out_, chunk, sizeof chunk);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) closed_ = true;
            else buffer_.append(chunk, static_cast<std::size_t>(n));
        }
    }

    // `quit`, then SIGKILL if the engine has not exited within `grace`.
    void stop(std::chrono::milliseconds grace) {
        if (pid_ <= 0) return;
        send("quit");
        close(in_);
        const auto deadline = std::chrono::steady_clock::now() + grace;
        while (waitpid(pid_, nullptr, WNOHANG) == 0) {
            if (std::chrono::steady_clock::now() >= deadline) {
                kill(pid_, SIGKILL);
                waitpid(pid_, nullptr, 0);
                break;
            }
            usleep(10000);
        }
        close(out_);
        pid_ = -1;
    }

private:
    pid_t pid_ = -1;
    int in_ = -1, out_ = -1;
    std::string buffer_;
    bool closed_ = false;
};

}  // namespace referee
