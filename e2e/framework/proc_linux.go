package framework

import (
	"os/exec"
	"runtime"
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
