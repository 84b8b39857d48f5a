package framework

import (
	"fmt"
	"net/http"
	"os/exec"
	"time"
)

// waitReadyz polls GET <url>/readyz with client until it answers 200 and
// ours reports that the started process itself listens on its ports (not
// some other server that took a port FreePort handed out), until the
// process exits (done) or timeout passes. Servers and helpers share it.
func waitReadyz(client *http.Client, url string, cmd *exec.Cmd, done <-chan struct{}, timeout time.Duration, ours func() (bool, error)) error {
	deadline := time.Now().Add(timeout)
	last := "no answer"
	for {
		select {
		case <-done:
			return fmt.Errorf("exited before it was ready: %v", cmd.ProcessState)
		default:
		}
		resp, err := client.Get(url + "/readyz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				ok, err := ours()
				if ok {
					return nil
				}
				last = "200, but from a process other than ours"
				if err != nil {
					last += ": " + err.Error()
				}
			} else {
				last = resp.Status
			}
		} else {
			last = err.Error()
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("GET %s/readyz did not answer 200 within %v; last: %s", url, timeout, last)
		}
		time.Sleep(50 * time.Millisecond)
	}
}
