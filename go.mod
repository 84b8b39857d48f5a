module github.com/kube-rebuilt/apiserver

go 1.26
