package main

import (
	"bufio"
	"bytes"
	"context"
	"crypto/tls"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"path"
	"sort"
	"strings"
	"syscall"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"

	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/03-master/storage/storagebackend/embedded"
	storagetesting "github.com/kube-rebuilt/apiserver/03-master/storage/testing"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: restartprobe etcd|fill|run ...")
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "etcd":
		err = runEtcd(os.Args[2:])
	case "fill":
		err = fill(os.Args[2:])
	case "run":
		err = run(os.Args[2:])
	default:
		err = fmt.Errorf("unknown subcommand %q", os.Args[1])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "restartprobe:", err)
		os.Exit(1)
	}
}

func runEtcd(args []string) error {
	fs := flag.NewFlagSet("etcd", flag.ExitOnError)
	dir := fs.String("dir", "", "data directory")
	url := fs.String("url", "http://127.0.0.1:26380", "client URL")
	fs.Parse(args)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	e, err := embedded.Start(ctx, embedded.Options{DataDir: *dir, ClientURL: *url})
	if err != nil {
		return err
	}
	fmt.Fprintln(os.Stderr, "etcd serving on", *url)
	<-ctx.Done()
	return e.Close()
}

func fill(args []string) error {
	fs := flag.NewFlagSet("fill", flag.ExitOnError)
	url := fs.String("etcd", "http://127.0.0.1:26380", "etcd client URL")
	from := fs.String("from", "", "key of the stored ConfigMap to copy")
	n := fs.Int("n", 100000, "copies")
	to := fs.String("to", "", "the directory of the copies (default: the one of -from); e.g. /upstream/configmaps/big for upstream's kube-apiserver, which stores ConfigMaps in the same bytes")
	fs.Parse(args)
	ctx := context.Background()
	c, err := clientv3.New(clientv3.Config{Endpoints: []string{*url}, DialTimeout: 5 * time.Second})
	if err != nil {
		return err
	}
	defer c.Close()
	resp, err := c.Get(ctx, *from)
	if err != nil {
		return err
	}
	if len(resp.Kvs) != 1 {
		return fmt.Errorf("%s: %d keys", *from, len(resp.Kvs))
	}
	codec := storagetesting.Codec()
	obj, _, err := codec.Decode(resp.Kvs[0].Value, nil, nil)
	if err != nil {
		return err
	}
	cm, ok := obj.(*corev1.ConfigMap)
	if !ok {
		return fmt.Errorf("%s: a %T", *from, obj)
	}
	cm.ResourceVersion = ""
	fmt.Fprintf(os.Stderr, "copying %s (%d bytes) %d times\n", *from, len(resp.Kvs[0].Value), *n)
	dir := path.Dir(*from)
	if *to != "" {
		dir = *to
	}
	start := time.Now()
	for i := 0; i < *n; {
		var ops []clientv3.Op
		for ; i < *n && len(ops) < 128; i++ {
			cm.Name = fmt.Sprintf("cm-%06d", i)
			cm.UID = typesUID(i)
			data, err := runtime.Encode(codec, cm)
			if err != nil {
				return err
			}
			ops = append(ops, clientv3.OpPut(dir+"/"+cm.Name, string(data)))
		}
		if _, err := c.Txn(ctx).Then(ops...).Commit(); err != nil {
			return err
		}
	}
	fmt.Fprintf(os.Stderr, "done in %v\n", time.Since(start).Round(time.Millisecond))
	return nil
}

// typesUID is a distinct UID per copy, in the shape of a real one.
func typesUID(i int) metav1.UID {
	return metav1.UID(fmt.Sprintf("00000000-0000-4000-8000-%012d", i))
}

func run(args []string) error {
	fs := flag.NewFlagSet("run", flag.ExitOnError)
	token := fs.String("token", "compare-admin-token", "bearer token for /readyz")
	port := fs.Int("port", 26444, "the server's secure port")
	timeout := fs.Duration("timeout", 60*time.Second, "give up after")
	logFile := fs.String("log", "", "the server's output goes here (default: discarded)")
	keep := fs.Bool("keep", false, "leave the server running after ready (until killed: prints its pid)")
	etcdPID := fs.Int("etcd-pid", 0, "also print, every 100 ms until ready, the CPU ms the server and this process (etcd) used in it")
	fs.Parse(args)
	if fs.NArg() == 0 {
		return fmt.Errorf("run: no binary")
	}
	cmd := exec.Command(fs.Arg(0), fs.Args()[1:]...)
	cmd.Env = os.Environ()
	if *logFile != "" {
		f, err := os.Create(*logFile)
		if err != nil {
			return err
		}
		defer f.Close()
		cmd.Stdout, cmd.Stderr = f, f
	}
	client := &http.Client{
		Timeout:   time.Second,
		Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}},
	}
	url := fmt.Sprintf("https://127.0.0.1:%d/readyz?verbose", *port)
	start := time.Now()
	if err := cmd.Start(); err != nil {
		return err
	}
	fmt.Printf("exec at %d (unix µs)\n", start.UnixMicro())
	var timeline []string
	if *etcdPID != 0 {
		done := make(chan struct{})
		defer close(done)
		go sampleCPU(cmd.Process.Pid, *etcdPID, start, done, &timeline)
	}
	defer func() {
		for _, l := range timeline {
			fmt.Println(l)
		}
	}()
	defer func() {
		if !*keep {
			cmd.Process.Signal(syscall.SIGTERM)
			cmd.Wait()
		}
	}()
	ms := func() float64 { return float64(time.Since(start).Microseconds()) / 1000 }
	var listening float64 = -1
	passed := map[string]float64{}
	for time.Since(start) < *timeout {
		req, _ := http.NewRequest(http.MethodGet, url, nil)
		req.Header.Set("Authorization", "Bearer "+*token)
		resp, err := client.Do(req)
		if err == nil {
			at := ms()
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if listening < 0 {
				listening = at
			}
			sc := bufio.NewScanner(bytes.NewReader(body))
			for sc.Scan() {
				line := sc.Text()
				if name, ok := strings.CutPrefix(line, "[+]"); ok {
					name = strings.TrimSuffix(name, " ok")
					if _, seen := passed[name]; !seen {
						passed[name] = at
					}
				}
			}
			if resp.StatusCode == http.StatusOK {
				report(listening, passed, at)
				printMemory(cmd.Process.Pid)
				fmt.Printf("cpu to ready %d ms\n", cpuMS(cmd.Process.Pid))
				if *keep {
					fmt.Printf("pid %d\n", cmd.Process.Pid)
				}
				return nil
			}
		}
		time.Sleep(5 * time.Millisecond)
	}
	return fmt.Errorf("not ready after %v", *timeout)
}

// report prints the checks that passed after the port first answered,
// in the order they passed, then the line a script greps: "ready MS".
func report(listening float64, passed map[string]float64, ready float64) {
	fmt.Printf("listening %.0f\n", listening)
	names := make([]string, 0, len(passed))
	for n, at := range passed {
		if at > listening {
			names = append(names, n)
		}
	}
	sort.Slice(names, func(i, j int) bool { return passed[names[i]] < passed[names[j]] })
	for _, n := range names {
		fmt.Printf("  %-60s %.0f\n", n, passed[n])
	}
	fmt.Printf("ready %.0f\n", ready)
}

// sampleCPU appends to timeline, every 100 ms until done, the CPU time
// (user+system, ms) the server and etcd used in the last 100 ms.
func sampleCPU(server, etcd int, start time.Time, done <-chan struct{}, timeline *[]string) {
	prevS, prevE := cpuMS(server), cpuMS(etcd)
	*timeline = append(*timeline, "cpu ms per 100 ms: at  server  etcd")
	t := time.NewTicker(100 * time.Millisecond)
	defer t.Stop()
	for {
		select {
		case <-done:
			return
		case now := <-t.C:
			s, e := cpuMS(server), cpuMS(etcd)
			*timeline = append(*timeline, fmt.Sprintf("cpu %5d %4d %4d", now.Sub(start).Milliseconds(), s-prevS, e-prevE))
			prevS, prevE = s, e
		}
	}
}

// cpuMS is utime+stime of pid from /proc/PID/stat, in ms (clock ticks
// of 10 ms).
func cpuMS(pid int) int {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	// The fields after the command's closing parenthesis: state is the
	// first, utime and stime the 12th and 13th.
	rest := string(data[bytes.LastIndexByte(data, ')')+2:])
	f := strings.Fields(rest)
	var u, s int
	fmt.Sscan(f[11], &u)
	fmt.Sscan(f[12], &s)
	return (u + s) * 10
}

// printMemory prints the server's peak and current RSS, from
// /proc/PID/status, as it became ready.
func printMemory(pid int) {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return
	}
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "VmHWM:") || strings.HasPrefix(line, "VmRSS:") {
			fmt.Println(strings.Join(strings.Fields(line), " "))
		}
	}
}
