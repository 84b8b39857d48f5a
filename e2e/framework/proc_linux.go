package framework

import (
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"syscall"
)

// startProcess starts cmd and, in the background, waits for it and then
// closes done. On Linux the child gets SIGKILL if the test process dies
// first (a panic, go test's -timeout), so no server outlives its test.
// The kernel sends that signal when the thread that forked the child exits,
// not the process, so the goroutine that starts the child stays locked to
// its thread until the child is gone.
func startProcess(cmd *exec.Cmd, done chan<- struct{}) error {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	started := make(chan error)
	go func() {
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		if err := cmd.Start(); err != nil {
			started <- err
			return
		}
		started <- nil
		cmd.Wait() // the exit status is in cmd.ProcessState
		close(done)
	}()
	return <-started
}

// listensOn reports whether process pid holds a listening TCP socket on
// 127.0.0.1:port. A /readyz answer on a port proves nothing until then: the
// port was free when FreePort looked, and another server (of a concurrent
// test) may have taken it since, answering for ours while ours fails to
// bind. It matches the socket inodes of /proc/<pid>/fd against the
// listening sockets of /proc/<pid>/net/tcp.
func listensOn(pid, port int) (bool, error) {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/net/tcp", pid))
	if err != nil {
		return false, err
	}
	want := fmt.Sprintf("0100007F:%04X", port)
	inodes := map[string]bool{}
	for _, line := range strings.Split(string(data), "\n")[1:] {
		f := strings.Fields(line)
		// sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode
		if len(f) >= 10 && f[1] == want && f[3] == "0A" { // 0A: TCP_LISTEN
			inodes["socket:["+f[9]+"]"] = true
		}
	}
	if len(inodes) == 0 {
		return false, nil
	}
	fds, err := os.ReadDir(fmt.Sprintf("/proc/%d/fd", pid))
	if err != nil {
		return false, err
	}
	for _, fd := range fds {
		link, err := os.Readlink(fmt.Sprintf("/proc/%d/fd/%s", pid, fd.Name()))
		if err == nil && inodes[link] {
			return true, nil
		}
	}
	return false, nil
}
