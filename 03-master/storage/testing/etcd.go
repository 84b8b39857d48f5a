package storagetesting

import (
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend/embedded"
)

// RunWithEmbeddedEtcd is the body of a TestMain whose tests share one
// embedded etcd: it starts etcd in a temporary directory, stores it in
// *etcd for the tests, runs them, then stops etcd and removes the
// directory. It returns the exit code for os.Exit.
func RunWithEmbeddedEtcd(m *testing.M, etcd **embedded.Etcd) int {
	dir, err := os.MkdirTemp("", "etcd-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(dir)
	*etcd, err = embedded.Start(context.Background(), embedded.Options{DataDir: dir})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer (*etcd).Close()
	return m.Run()
}
